(exit 256); echo $?
(exit 257); echo $?
(exit -1); echo $?
