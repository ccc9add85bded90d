test abc = 'a*'; echo $?
