(exit 3); echo $?
(exit); echo $?
(false; exit); echo $?
