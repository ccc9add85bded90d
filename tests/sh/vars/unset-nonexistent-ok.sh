unset never_set_qz
echo $?
