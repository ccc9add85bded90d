x=1
[[ -v x ]] && echo set
[[ -v nosuch ]] || echo unset
a=(1 2)
[[ -v a[1] ]] && echo elem
[[ -v a[5] ]] || echo noelem
