s=set
unset n
echo ${s:-${n:?should not fail}}
echo ${s:+$s-alt}
echo ok
