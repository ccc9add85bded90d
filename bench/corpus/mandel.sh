# corpus: posix small=8 full=40
# fixed-point (x 1000) Mandelbrot set on an N x N/2 grid, as text
size=${1:-40}
maxit=30
rows=$((size / 2))
inside=0
sum=0
y=0
while [ $y -lt $rows ]; do
	ci=$(( (y * 2200 / rows) - 1100 ))
	line=""
	x=0
	while [ $x -lt $size ]; do
		cr=$(( (x * 3000 / size) - 2000 ))
		zr=0 zi=0 it=0
		while [ $it -lt $maxit ]; do
			zr2=$(( zr * zr / 1000 ))
			zi2=$(( zi * zi / 1000 ))
			if [ $((zr2 + zi2)) -gt 4000 ]; then
				break
			fi
			zi=$(( 2 * zr * zi / 1000 + ci ))
			zr=$(( zr2 - zi2 + cr ))
			it=$((it + 1))
		done
		if [ $it -eq $maxit ]; then
			line="$line#"
			inside=$((inside + 1))
		else
			line="$line."
		fi
		sum=$((sum + it))
		x=$((x + 1))
	done
	y=$((y + 1))
done
echo "mandel $size $inside $sum $line"
