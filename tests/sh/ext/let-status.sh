let 0; echo $?
let 1; echo $?
let x=0; echo $?
