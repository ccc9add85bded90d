# SHELLOPTS and BASHOPTS follow set -o and shopt, and are readonly
[[ :$SHELLOPTS: == *:braceexpand:* ]] && echo braceexpand
[[ :$SHELLOPTS: == *:pipefail:* ]] || echo no pipefail
set -o pipefail -u
[[ :$SHELLOPTS: == *:pipefail:* && :$SHELLOPTS: == *:nounset:* ]] && echo pipefail nounset
set +o pipefail
[[ :$SHELLOPTS: == *:pipefail:* ]] || echo pipefail off
[[ :$BASHOPTS: == *:extglob:* ]] || echo no extglob
shopt -s extglob nullglob
[[ :$BASHOPTS: == *:extglob:*nullglob:* ]] && echo extglob nullglob
shopt -u extglob
[[ :$BASHOPTS: == *:extglob:* ]] || echo extglob off
declare -p SHELLOPTS BASHOPTS | cut -c1-11
(SHELLOPTS=x) 2>/dev/null || echo readonly
(BASHOPTS=y) 2>/dev/null || echo readonly
# exported, they set the options of a new shell
set -o noglob
export SHELLOPTS
"$BASH" -c 'echo *; [[ $- == *f* ]] && echo f'
env SHELLOPTS=xtrace:noclobber BASHOPTS=nocasematch "$BASH" -c '
	case $- in *x*) echo x on;; esac
	case $- in *C*) echo C on;; esac
	[[ ABC == abc ]] && echo nocasematch on' 2>/dev/null
