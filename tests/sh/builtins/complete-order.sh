# complete -p lists the compspecs in bash 5.2's hash-table order: 512
# buckets (FNV-1 of the name), a new name first in its bucket, the table
# growing fourfold before an insertion that finds 1024 entries (the old
# buckets walked in order), and never shrinking.
complete -W x foo a b c cd2 zz git
complete -F _g -o default bar
complete -r b
complete -W y b
complete -D -W d; complete -E -W e; complete -I -W i
complete -W z a
complete -p
echo --
complete -r
i=0
while [ $i -lt 1030 ]; do names[i]=n$i; i=$((i + 1)); done
complete -W x "${names[@]}"
complete -p >list; head -8 list
echo --
complete -r; complete -W x n1 n2 n3 n300; complete -p
echo --
# a name the shell would read otherwise is quoted, as bash does
complete -r; complete -W x '' 'a b' "it's" 'x$y' 'a*' a=b a:b a.b a/b '#a'
complete -p
