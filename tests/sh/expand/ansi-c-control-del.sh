# $'\c?' is DEL (0x7f); other \cX are X & 0x1f; @E decodes the same way.
printf '%s|' $'\c?' $'\ca' $'\cA' $'\c[' $'\c@x' | od -An -c
x='\c?\cb'; printf '%s' "${x@E}" | od -An -c
