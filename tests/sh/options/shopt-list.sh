# bash 5.2's 57 shopt options, their defaults and order
shopt
shopt -p autocd extdebug patsub_replacement
echo "$BASHOPTS"
shopt -s autocd assoc_expand_once extdebug
echo "$BASHOPTS"
shopt -u patsub_replacement
shopt -p | grep -c '^shopt -s'
shopt -s | head -3
shopt -u | head -2
