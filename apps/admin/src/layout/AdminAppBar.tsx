// The console's app bar: the page title as the page's h1, and the signed-in admin's name on the
// account menu (which also holds the sign-out).
import { Box, ListItemText, MenuItem } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

function AdminUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label="Account menu">
      {identity?.fullName && (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={`Signed in as ${identity.fullName}`} />
        </MenuItem>
      )}
      <Logout />
    </UserMenu>
  );
}

export function AdminAppBar() {
  const { identity } = useGetIdentity();
  return (
    <AppBar userMenu={<AdminUserMenu />} color="secondary">
      <TitlePortal component="h1" />
      {identity?.fullName && (
        <Box
          component="span"
          data-testid="admin-name"
          sx={{ display: { xs: 'none', md: 'inline' }, mr: 1, fontWeight: 600 }}
        >
          {identity.fullName}
        </Box>
      )}
    </AppBar>
  );
}
