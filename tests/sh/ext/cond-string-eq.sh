[[ abc == abc ]] && echo eq
[[ abc != abd ]] && echo ne
[[ abc = abc ]] && echo single
