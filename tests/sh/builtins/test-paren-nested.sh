test '(' '(' x ')' ')'; echo $?
