# parameters bash sets that scripts read: UID, EUID and PPID are readonly
# integers; BASH_VERSION/BASH_VERSINFO name bash 5.2 (the release whose
# behaviour Quirl follows); OSTYPE
declare -p UID EUID PPID | sed 's/=.*//'
[[ $UID =~ ^[0-9]+$ && $EUID =~ ^[0-9]+$ && $PPID =~ ^[0-9]+$ ]] && echo numeric
echo "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]} ${BASH_VERSINFO[4]} ${BASH_VERSION%%.*}"
(( BASH_VERSINFO[0] >= 4 )) && echo "bash 4+ code path"
[[ $BASH_VERSION == "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}.${BASH_VERSINFO[2]}("* ]] && echo consistent
declare -p BASH_VERSINFO | sed 's/=.*//'
echo "$OSTYPE"
(UID=1)
echo "status $?"
(BASH_VERSINFO[0]=9)
echo "status $?"
