eval false; echo $?
eval; echo $?
eval ''; echo $?
