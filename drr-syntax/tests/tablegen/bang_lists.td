// List operators.
class Marker;
def M1 : Marker;
defvar L = [10, 20, 30, 40];
def Lists {
  list<int> cat = !listconcat([1, 2], [3], [4, 5]);
  list<int> splat = !listsplat(7, 3);
  list<int> removed = !listremove([1, 2, 3, 2, 4], [2, 4]);
  list<int> flat = !listflatten([[1, 2], [3], [6], [4, 5]]);
  list<int> each = !foreach(x, [1, 2, 3], !mul(x, x));
  int fold = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  list<int> filt = !filter(x, [1, 5, 2, 8], !gt(x, 3));
  list<int> range = !range(4);
  list<int> range2 = !range(2, 6);
  list<int> range3 = !range(10, 0, -3);
  int head = !head([9, 8]);
  list<int> tail = !tail([9, 8, 7]);
  int size = !size([1, 2, 3]);
  bit empty = !empty(!tail([1]));
  list<string> strs = !foreach(s, ["a", "b"], s # "!");
  int elem = L[1];
  list<int> slice = L[1...2];
  list<int> picks = L[0, 2];
  list<list<int>> nested = [[1], [2, 3]];
  bit known = !exists<Marker>("M1");
  bit unknown = !exists<Marker>("Nope");
}
defvar Third = [7, 8, 9][2];
defvar Ends = [7, 8, 9][0, 2];
defvar Mid = [7, 8, 9, 10][1...2];
def Literal { int third = Third; list<int> ends = Ends; list<int> mid = Mid; }
