{ echo a; echo b; } | sort
