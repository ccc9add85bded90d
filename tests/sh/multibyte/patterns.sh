# ? * and [...] match characters in a UTF-8 locale: case, [[ ]], and
# bytes again when the pattern or the subject has an invalid sequence.
LC_ALL=C.UTF-8
m() { if [[ $1 == $2 ]]; then echo "$1 ~ $2: yes"; else echo "$1 ~ $2: no"; fi; }
m é '?'
m éé '??'
m aéb 'a?b'
m é '[é]'
m é '[!é]'
m é '[à-ê]'
m é '[a-z]'
m é '[[:alpha:]]'
m É '[[:upper:]]'
m € '[[:punct:]]'
m é '[[=é=]]'
m é '[[.é.]]'
m 'x€y' '*€?'
case ü in ?) echo "case: one character";; *) echo "case: more";; esac
case ü in [ü]*) echo "case: bracket";; esac
shopt -s nocasematch
m É 'é'
m É '[é]'
m É '[à-ê]'
shopt -u nocasematch
shopt -s extglob
m é '@(?)'
m éé '@(?)?'
m éa '+(é)a'
m é '!(?)'
m ééé '*(é)'
m aé '?(a)[é]'
bad=$'a\xffé'
m "$bad" '???'
m "$bad" '????'
case é in $'\xc3'?) echo "byte pattern: matched";; esac
LC_ALL=C
m é '?'
m é '??'
