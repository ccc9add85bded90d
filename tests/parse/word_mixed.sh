echo a"b"'c'd
