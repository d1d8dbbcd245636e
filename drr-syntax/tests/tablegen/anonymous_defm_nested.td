class C<int v> { int V = v; }
multiclass Inner<int k> { def _x : C<k>; }
multiclass Outer<int k> {
  defm : Inner<k>;
  defm : Inner<!add(k, 1)>;
  foreach j = [5, 6] in defm _j # j : Inner<j>;
}
defm A : Outer<1>;
defm : Outer<2>;
defm B : Outer<3>;
foreach n = [7] in defm : Inner<n>;
