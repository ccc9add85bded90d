printf '%s\n' "\a\b" "\\" "a\"b" "\x\$\`"
