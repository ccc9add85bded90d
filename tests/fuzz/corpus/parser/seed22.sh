echo ~ ~root/x a=~:~ 'single' "double $x" \escaped
