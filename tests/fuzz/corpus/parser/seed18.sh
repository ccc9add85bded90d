echo ${x:-default} ${y:=v} ${z:?err} ${w:+alt} ${#v} ${v%.c} ${v%%*} ${v#a} ${v##*/}
