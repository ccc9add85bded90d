myvar='a b'
other=plain
set | grep -E '^(myvar|other)='
