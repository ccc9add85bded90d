# printf %(fmt)T: seconds since the epoch, -1 / no argument for now, -2
# for the shell's start; width and precision as for %s
export TZ=UTC
printf '%(%Y-%m-%d %H:%M:%S)T\n' 86400
printf '[%20(%H)T] [%-6(%M)T] [%.2(%Y)T]\n' 3600 60 0
printf '%()T\n' 0
printf '%(%s)T\n' -1 | grep -c '^[0-9]*$'
printf '%(%s)T\n' | grep -c '^[0-9]*$'
printf '%(%s)T\n' -2 | grep -c '^[0-9]*$'
[ "$(printf '%(%s)T' -2)" -le "$(printf '%(%s)T')" ] && echo start-before-now
printf -v t '%(%Y)T' 0; echo "t=$t"
printf '%(%Y)T %(%Y)T\n' 0 31536000
printf '%(%Y)T\n' abc; echo "s=$?"
