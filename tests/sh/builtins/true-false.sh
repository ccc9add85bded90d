true; echo $?
false; echo $?
true ignored args; echo $?
false ignored; echo $?
