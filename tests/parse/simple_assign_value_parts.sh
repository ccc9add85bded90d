a="$x"y'z' cmd
