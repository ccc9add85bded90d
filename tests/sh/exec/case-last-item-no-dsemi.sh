case z in
y) echo y;;
z) echo z
esac
