echo ${a:1:2}
