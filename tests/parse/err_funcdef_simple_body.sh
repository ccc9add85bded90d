f() echo
