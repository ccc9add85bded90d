nosuchcommand_qz
echo $?
