# ${v#p} ${v%p} and ${v/p/r} step by characters in a UTF-8 locale.
LC_ALL=C.UTF-8
w=aébéc
echo "${w#?}" "${w#??}" "${w%?}" "${w%??}"
echo "${w#*é}" "${w##*é}" "${w%é*}" "${w%%é*}"
echo "${w/é/E}" "${w//é/E}" "${w/#?/X}" "${w/%?/Y}" "${w//?/.}"
echo "${w//[é]/-}" "${w/é/&&}" "${w//[!é]}"
shopt -s extglob
echo "${w//@(é|b)/_}" "${w##+([aé])}" "${w%%*(é)c}"
shopt -s nocasematch
echo "${w//É/E}"
shopt -u nocasematch
a=(été ñoño)
echo "${a[@]//?/x}" "${a[@]#?}" "${a[@]%?}"
bad=$'é\xff'
printf '%s' "${bad%?}" | od -An -tx1
printf '%s' "${bad/#?/}" | od -An -tx1
LC_ALL=C
printf '%s' "${w#?}" | od -An -tx1
printf '%s' "${w//?/.}"; echo
