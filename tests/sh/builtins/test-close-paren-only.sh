test ')'; echo $?
