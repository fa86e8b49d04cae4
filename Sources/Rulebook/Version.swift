/// The version of rulebook, shown by `rulebook --version` and in reports.
public enum RulebookVersion {
    public static let current = "0.7.4"
}
