[[ x == [!a-c] ]] && echo notabc
