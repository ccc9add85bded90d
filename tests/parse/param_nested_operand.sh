echo ${a:-${b:-$c}} ${a:-"q $x"} ${a:-'s'}
