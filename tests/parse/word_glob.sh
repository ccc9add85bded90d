echo *.c a?b [abc] \* "*" x
