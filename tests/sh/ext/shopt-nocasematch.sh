shopt -s nocasematch
[[ ABC == a* ]] && echo ci
[[ XyZ =~ ^xyz$ ]] && echo rci
shopt -u nocasematch
[[ ABC == a* ]] || echo cs
