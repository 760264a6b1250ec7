/** The media library stays for editors; its public /api/upload routes go (ADR 0018). Learners upload through the
 * storefront (ADR 0013). */
import { withoutContentApi } from '../../lib/without-content-api';

export default withoutContentApi;
