test '(' x -o '' ')' -a '' ; echo $?
test x -o '(' '' -a '' ')'; echo $?
