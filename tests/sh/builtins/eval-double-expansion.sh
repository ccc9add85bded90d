v='$HOME_X'; HOME_X=value
eval "echo $v"
