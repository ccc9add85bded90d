printf '%s\n' \a\b\\ \$HOME \' \"
