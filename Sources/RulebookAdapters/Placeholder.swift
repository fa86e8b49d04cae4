enum RulebookAdaptersPlaceholder {}
