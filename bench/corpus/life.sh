# corpus: bash small=2 full=12
# Conway's game of life on a 20 x 20 torus for N generations
gens=${1:-12}
w=20 h=20
declare -a g ng
for (( i = 0; i < w * h; i++ )); do
	g[i]=0
done
# a glider, a blinker and an R-pentomino
for p in 1:2 2:3 3:1 3:2 3:3 10:10 10:11 10:12 15:5 15:6 16:4 16:5 17:5; do
	g[${p%:*}*w+${p#*:}]=1
done
for (( t = 0; t < gens; t++ )); do
	for (( y = 0; y < h; y++ )); do
		for (( x = 0; x < w; x++ )); do
			nb=0
			for d in -1:-1 -1:0 -1:1 0:-1 0:1 1:-1 1:0 1:1; do
				yy=$(( (y + ${d%:*} + h) % h ))
				xx=$(( (x + ${d#*:} + w) % w ))
				(( nb += g[yy * w + xx] ))
			done
			if (( nb == 3 || (nb == 2 && g[y * w + x]) )); then
				ng[y*w+x]=1
			else
				ng[y*w+x]=0
			fi
		done
	done
	g=("${ng[@]}")
done
alive=0 sig=0
for (( i = 0; i < w * h; i++ )); do
	(( alive += g[i], sig = (sig * 3 + g[i] * i) % 1000003 ))
done
echo "life $gens $alive $sig"
