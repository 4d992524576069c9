# gnuplot script of `make coalesce`: wakeups per rule for each workload, with
# the offline optimum and the kernel's figure for the verified step, from the
# data file tools/coalesce.c writes with the kernel's figures.
# Usage: gnuplot -e "datafile='...'; outfile='...'" tools/coalesce.gp
set terminal svg size 1100,560 dynamic font "sans,11"
set output outfile
set title "Distinct firing jiffies per rule: 6.1 wheel model and QEMU kernel (tickless, HZ=250)"
set datafile missing "-"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set logscale y
set ylabel "distinct firing jiffies (log scale)"
set xtics rotate by -20 font ",9"
set key top left
set grid ytics
plot datafile using 1:xtic(7) title "none", \
     '' using 2 title "round\\_jiffies (late beyond the bound)", \
     '' using 3 title "2010 rounding as is", \
     '' using 4 title "verified step", \
     '' using 5 title "optimum (E-bounded ranges)", \
     '' using 6 title "kernel: verified step"
