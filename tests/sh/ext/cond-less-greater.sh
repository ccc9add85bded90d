[[ abc < abd ]] && echo lt
[[ b > a ]] && echo gt
