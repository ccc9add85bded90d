echo ${a:-x} ${a:=x} ${a:?x} ${a:+x}
