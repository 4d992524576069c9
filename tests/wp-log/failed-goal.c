/*@ lemma lie: \forall integer x; 0 <= x ==> x < 3;
    lemma truth: \forall integer x; 0 <= x ==> x + 1 > 0;
    lemma hard: \forall integer x, y, z; x > 0 && y > 0 && z > 0 ==> x*x*x + y*y*y != z*z*z; */
/*@ ensures \result == a / 2; */
int f(int a) { return a >> 1; }
