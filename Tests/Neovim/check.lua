-- Drives `rulebook lsp` from headless Neovim (0.7 or later, the API Debian 12's 0.7.2 has),
-- started with the set-up docs/editors.md gives for Neovim 0.7 to 0.9 as its init.lua: opens
-- a spec with one broken cell, waits for the diagnostic on that cell, applies the server's
-- accept action and waits for the diagnostic to go. Run by scripts/neovim-check.sh, which
-- passes NEOVIM_CHECK_FILE (the broken spec in a copy of spec/), NEOVIM_CHECK_CELL
-- ("line:first:last", 0-based, the broken cell's bytes) and NEOVIM_CHECK_FIXED (the line as
-- accepting the cell writes it).

local function fail(message)
  io.stderr:write("neovim check: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function run()
  local file = os.getenv("NEOVIM_CHECK_FILE")
  local line, first, last = os.getenv("NEOVIM_CHECK_CELL"):match("(%d+):(%d+):(%d+)")
  line, first, last = tonumber(line), tonumber(first), tonumber(last)
  -- Opening the file runs the documented FileType autocommand, which attaches the server.
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  local attached = function() return next(vim.lsp.buf_get_clients(buffer)) ~= nil end
  if not vim.wait(10000, attached, 50) then
    return fail("the documented set-up attached no server to " .. file)
  end

  local function at_cell()
    for _, d in ipairs(vim.diagnostic.get(buffer)) do
      if d.lnum == line and d.col == first and d.end_col == last then return d end
    end
  end
  if not vim.wait(30000, function() return at_cell() ~= nil end, 50) then
    return fail("no diagnostic on the cell; got " .. vim.inspect(vim.diagnostic.get(buffer)))
  end
  print("diagnostic: " .. at_cell().message)

  local position = { line = line, character = first }
  local answers = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    range = { start = position, ["end"] = position },
    context = { diagnostics = {}, only = { "quickfix" } },
  }, 20000)
  local accept
  for _, answer in pairs(answers or {}) do
    for _, action in ipairs(answer.result or {}) do
      if action.title:match("^Accept") then accept = action end
    end
  end
  if not accept then return fail("no accept action; got " .. vim.inspect(answers)) end
  print("action: " .. accept.title)
  vim.lsp.util.apply_workspace_edit(accept.edit, "utf-16")

  if not vim.wait(30000, function() return #vim.diagnostic.get(buffer) == 0 end, 50) then
    return fail("the diagnostic stayed: " .. vim.inspect(vim.diagnostic.get(buffer)))
  end
  local now = vim.api.nvim_buf_get_lines(buffer, line, line + 1, true)[1]
  if now ~= os.getenv("NEOVIM_CHECK_FIXED") then
    return fail("the accepted line reads " .. now)
  end
  print("accepted: " .. now)
  vim.lsp.stop_client(vim.tbl_keys(vim.lsp.buf_get_clients(buffer)))
  vim.cmd("qall!")
end

local ok, problem = pcall(run)
if not ok then fail(tostring(problem)) end
