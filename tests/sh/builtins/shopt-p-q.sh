# shopt -p prints reusable commands, -q only sets the status, -s/-u alone
# list the options that are on/off
shopt -p extglob; echo $?
shopt -s extglob
shopt -p extglob nullglob; echo $?
shopt -q extglob; echo $?
shopt -q nullglob; echo $?
shopt -q extglob nullglob; echo $?
shopt extglob nullglob; echo $?
shopt -p nosuch; echo $?
shopt -q nosuch; echo $?
shopt -pq extglob; echo $?
shopt -sp nullglob; echo $?
shopt -ps nullglob dotglob; echo $?
shopt -p dotglob nullglob
shopt -s | grep -e extglob -e nullglob -e dotglob
shopt -u | grep -e extglob -e nullglob -e dotglob -e nocasematch
shopt -x; echo $?
eval "$(shopt -p extglob)"; shopt -u extglob; shopt -q extglob; echo $?
# the usage line carries the "quirl: line N:" prefix, as every usage line of
# this shell does (rt_builtin_usage); bash prints it bare
